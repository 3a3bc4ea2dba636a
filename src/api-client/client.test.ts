import { describe, expect, it } from 'vitest';
import { ApiClient, type FetchLike } from './client.ts';
import { ApiError, errorText, fieldErrorsOf } from './errors.ts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each request and answers with the next canned response. */
function fakeFetch(...answers: Array<{ status: number; body?: unknown; raw?: string } | Error>) {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url, method: init.method, headers: init.headers, body: init.body === undefined ? undefined : JSON.parse(init.body) });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer left');
    if (answer instanceof Error) throw answer;
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return { status: answer.status, text: async () => text };
  };
  return { fetch, sent };
}

function client(fetch: FetchLike, logged: string[] = []) {
  return new ApiClient({
    fetch,
    baseUrl: 'https://book.example/',
    apiKey: 'key-1',
    brand: 2,
    logger: { warn: (m) => logged.push(`warn ${m}`), error: (m) => logged.push(`error ${m}`) },
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('error text (spec §8)', () => {
  it('takes errors.message, then error, then the joined field texts', () => {
    expect(errorText({ error: 'B', errors: { message: 'A' } })).toBe('A');
    expect(errorText({ error: 'B' })).toBe('B');
    expect(errorText({ errors: { fields: { date: ['Too early.'], phone: ['Digits only.', 'Too short.'] } } })).toBe('Too early. Digits only. Too short.');
    expect(errorText({ errors: { fields: { date: 'Too early.' } } })).toBe('Too early.');
    expect(errorText({ data: {} })).toBeUndefined();
    expect(errorText('oops')).toBeUndefined();
  });

  it('reads field errors whether the server sent strings or lists', () => {
    expect(fieldErrorsOf({ errors: { fields: { date: 'A', no_people: ['B', 'C'], empty: [] } } })).toEqual({ date: ['A'], no_people: ['B', 'C'] });
    expect(fieldErrorsOf({ errors: { message: 'x' } })).toEqual({});
  });
});

describe('ApiClient.query', () => {
  it('sends JSON with the API key and brand headers to /api under the base URL', async () => {
    const { fetch, sent } = fakeFetch({ status: 200, body: { data: { ok: 1 } } }, { status: 200, body: {} });
    const api = client(fetch);
    const answer = await api.query('PATCH', 'rest/things/4', { body: { a: 1 } });
    expect(answer).toEqual({ status: 200, body: { data: { ok: 1 } } });
    expect(sent[0]).toEqual({
      url: 'https://book.example/api/rest/things/4',
      method: 'PATCH',
      headers: { accept: 'application/json', 'x-api-key': 'key-1', 'x-brand': '2', 'content-type': 'application/json' },
      body: { a: 1 },
    });
    await api.get('/api/rest/deposit/manage', { token: 'T 1', skip: undefined });
    expect(sent[1]).toMatchObject({ url: 'https://book.example/api/rest/deposit/manage?token=T+1', method: 'GET', body: undefined });
    expect(sent[1]!.headers['content-type']).toBeUndefined();
  });

  it('turns 400–599 into a failed call with the text and the field errors', async () => {
    const { fetch } = fakeFetch({ status: 422, body: { error: 'Bad date.', errors: { message: 'Bad date.', fields: { date: ['Bad date.'] } } } });
    const error = await failure(client(fetch).post('rest/booking/session', {}));
    expect(error).toMatchObject({ kind: 'http', status: 422, message: 'Bad date.', fieldErrors: { date: ['Bad date.'] } });
    expect(error.messageKey).toBeUndefined();
  });

  it('gives the generic text when a failed call says nothing readable', async () => {
    const { fetch } = fakeFetch({ status: 500, raw: '<html>Internal Server Error</html>' });
    const error = await failure(client(fetch).get('x'));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Unfortunately an error has occurred. Please try again later.', messageKey: 'errors:generic' });
  });

  it('raises a logout event on 401', async () => {
    const { fetch } = fakeFetch({ status: 401, body: { error: 'The API key is not valid for this brand.' } });
    const api = client(fetch);
    const logouts: ApiError[] = [];
    const errors: string[] = [];
    api.on('logout', ({ error }) => logouts.push(error));
    const off = api.on('error', ({ method, path }) => errors.push(`${method} ${path}`));
    const error = await failure(api.get('customers/me'));
    expect(error).toMatchObject({ kind: 'unauthorised', status: 401, message: 'The API key is not valid for this brand.' });
    expect(logouts).toEqual([error]);
    expect(errors).toEqual(['GET customers/me']);
    off();
  });

  it('logs a 504 as a timeout and asks the customer to bear with us', async () => {
    const logged: string[] = [];
    const { fetch } = fakeFetch({ status: 504, raw: 'Gateway Timeout' });
    const error = await failure(client(fetch, logged).post('rest/booking/session', {}));
    expect(error).toMatchObject({ kind: 'timeout', status: 504, message: 'We are having issues at the moment, please bear with us', messageKey: 'errors:gatewayTimeout' });
    expect(logged).toEqual(['warn Timeout (504): POST rest/booking/session']);
  });

  it('reports a network failure as such, and logs it', async () => {
    const logged: string[] = [];
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    const error = await failure(client(fetch, logged).post('rest/booking/session', {}));
    expect(error).toMatchObject({ kind: 'network', status: 0, messageKey: 'errors:offline' });
    expect(logged).toEqual(['error Network error: POST rest/booking/session']);
  });

  it('refuses a successful answer that is not JSON, and accepts an empty one', async () => {
    const { fetch } = fakeFetch({ status: 200, raw: 'OK' }, { status: 204 });
    const api = client(fetch);
    expect(await failure(api.get('x'))).toMatchObject({ kind: 'bad-response', status: 200 });
    expect(await api.delete('x')).toEqual({ status: 204, body: null });
  });
});

describe('session calls', () => {
  it('starts a session with form_version 2.0 and asks for what it includes', async () => {
    const { fetch, sent } = fakeFetch({ status: 200, body: { data: { session_id: 'S1' } } }, { status: 200, body: { data: { session_id: 'S1' } } });
    const api = client(fetch);
    const first = await api.session({ bar_id: 11, session_id: undefined }, { include: ['bars'] });
    expect(first.data.session_id).toBe('S1');
    expect(sent[0]!.body).toEqual({ bar_id: 11, brand: '2', booking_flow_version: 2, form_version: '2.0', include: 'bars' });
    await api.session({ session_id: 'S1', no_people: 4 });
    expect(sent[1]!.body).toEqual({ session_id: 'S1', no_people: 4, brand: '2', booking_flow_version: 2 });
  });

  it('completes and asks for the deposit of a session', async () => {
    const { fetch, sent } = fakeFetch({ status: 201, body: { data: { is_completed: true } } }, { status: 200, body: { data: { deposit: 6000 } } });
    const api = client(fetch);
    expect((await api.complete('S1')).data.is_completed).toBe(true);
    expect((await api.deposit('S1', 'gp', { payment_type: 'balance' })).data.deposit).toBe(6000);
    expect(sent.map((s) => [s.url, s.body])).toEqual([
      ['https://book.example/api/rest/booking/session/complete', { brand: '2', session_id: 'S1' }],
      ['https://book.example/api/rest/booking/session/deposit', { payment_type: 'balance', session_id: 'S1', include: 'gp' }],
    ]);
  });
});

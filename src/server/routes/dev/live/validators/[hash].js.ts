import type { FastifyInstance } from 'fastify';
import type { LiveReload } from '../../../../live/live-reload.ts';
import { HttpError } from '../../../../http/errors.ts';

/**
 * GET /dev/live/validators/{hash}.js (LIVE_RELOAD, development only): the precompiled validator of an
 * edited step's schema, as an ES module, for a widget whose build lacks it (the build precompiles one
 * per schema: the widget's CSP forbids compiling in the page).
 */
export default function liveValidatorRoute(app: FastifyInstance, live: LiveReload) {
  const made = new Map<string, Promise<string>>();
  app.get<{ Params: { hash: string } }>('/dev/live/validators/:hash.js', async (request, reply) => {
    const { hash } = request.params;
    const schema = /^[0-9a-f]{16}$/.test(hash) ? live.stepSchema(hash) : undefined;
    if (schema === undefined) throw new HttpError(404, 'No step of a running flow has that schema.');
    let code = made.get(hash);
    if (!code) made.set(hash, (code = validatorModule(schema)));
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(await code);
  });
}

/** rjsf's precompiled validator code (CommonJS, requiring ajv's runtime) bundled into one ES module. */
async function validatorModule(schema: unknown): Promise<string> {
  const [{ compileSchemaValidatorsCode }, { build }, { PROJECT_ROOT }] = await Promise.all([
    import('@rjsf/validator-ajv8/compileSchemaValidators'),
    import('esbuild'),
    import('../../../../../engine/flow/load.node.ts'),
  ]);
  const result = await build({
    stdin: { contents: compileSchemaValidatorsCode(schema as never), resolveDir: PROJECT_ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

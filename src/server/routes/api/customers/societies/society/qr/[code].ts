import type { FastifyInstance } from 'fastify';
import type { SocietyQrAnswer, SocietyQrJoinAnswer, SocietyQrJoinParams, SocietyQrParams } from '../../../../../../../../schemas/api/types.generated.ts';
import { accountLookupWrite, sessionIdOf } from '../../../../../../plugins/account-session.ts';
import { lookupLimited } from '../../../../../../plugins/lookup-limit.ts';
import type { SocietyMembership } from '../../../../../../services/societies/membership.ts';

/** GET and POST /api/customers/societies/society/qr/{code}: the society of a QR code; joining it. Under the lookup limit. */
export default function societyQrRoute(app: FastifyInstance, membership: SocietyMembership) {
  app.get<{ Params: SocietyQrParams; Reply: SocietyQrAnswer }>('/api/customers/societies/society/qr/:code', lookupLimited(app), async (request) => ({
    data: await membership.qrSociety(request.params.code),
  }));
  app.post<{ Params: SocietyQrJoinParams; Reply: SocietyQrJoinAnswer }>('/api/customers/societies/society/qr/:code', accountLookupWrite(app), async (request) => ({
    data: await membership.joinByQr({ sessionId: sessionIdOf(request), qrCode: request.params.code }),
  }));
}

import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/** Portal pages whose path holds a secret ticket from an email: the ticket never reaches a log. */
const ticketPaths = /\/(passwordReset|CompleteRegistration|alerts\/confirm|alerts\/unsubscribe)\/[^/?#]+/gi;
/** A ticket in the query (the alert emails' one-click unsubscribe, RFC 8058, must carry it in its URL). */
const ticketQuery = /([?&]token=)[^&#]+/gi;

/** A request as its log line shows it (Fastify's fields), the secret part of its path masked. */
function requestForLog(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: request.url?.replace(ticketPaths, '/$1/[redacted]').replace(ticketQuery, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  name = 'landrecords',
  destination?: DestinationStream,
): Logger {
  const options = {
    name,
    level: config.LOG_LEVEL,
    // The second step's ticket, code, secret and recovery codes (issue 28) are as secret as a password.
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        '*.password',
        '*.ticket',
        'body.code',
        'req.body.code',
        '*.secret',
        '*.otpauthUri',
        '*.recoveryCodes',
      ],
      censor: '[redacted]',
    },
    serializers: { req: requestForLog },
  };
  return destination ? pino(options, destination) : pino(options);
}

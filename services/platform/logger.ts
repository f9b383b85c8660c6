import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/** Portal pages whose path holds a secret ticket from an email: the ticket never reaches a log. */
const ticketPaths = /\/(passwordReset|CompleteRegistration)\/[^/?#]+/gi;

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
    url: request.url?.replace(ticketPaths, '/$1/[redacted]'),
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
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], censor: '[redacted]' },
    serializers: { req: requestForLog },
  };
  return destination ? pino(options, destination) : pino(options);
}

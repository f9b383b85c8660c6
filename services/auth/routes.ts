import type { FastifyInstance } from 'fastify';
import { signedIn } from '../platform/sessions/plugin';
import { currentUserRoutes } from './current-user.routes';
import { loginRoutes } from './login.routes';
import { useSignInRateLimit } from './rate-limit';
import { recoveryRoutes } from './recovery.routes';
import { registrationRoutes } from './registration.routes';
import { secondStepRoutes } from './second-step/second-step.routes';

/** Sign-in, registration, recovery and the current user's own calls. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  await useSignInRateLimit(app);
  await app.register(loginRoutes);
  await app.register(secondStepRoutes);
  await app.register(registrationRoutes);
  await app.register(recoveryRoutes);
  await app.register(signedIn([currentUserRoutes]));
}

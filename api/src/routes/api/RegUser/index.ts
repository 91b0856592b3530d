import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createAccountContext } from './account-context';
import { registerPasswordResetRoutes } from './password-reset';
import { registerRegistrationRoutes } from './registration';
import { registerSessionRoutes, registerSignInRoutes } from './sign-in';

/**
 * /api/RegUser: accounts, sessions and the mails that go with them, one file per journey. The journeys share one
 * limiter and are registered in this one plugin, so they share its prefix and hooks.
 */
const regUserRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const context = createAccountContext(app);
  registerRegistrationRoutes(app, context);
  registerSignInRoutes(app, context);
  registerPasswordResetRoutes(app, context);
  registerSessionRoutes(app);
};

export default regUserRoutes;

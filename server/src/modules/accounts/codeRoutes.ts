import type { FastifyInstance } from 'fastify';
import type {
  customerConfirmMobileEndpoint,
  customerMobileCodeStatusEndpoint,
  customerResendMobileCodeEndpoint,
  Endpoint,
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
  verifyResetCodeEndpoint,
} from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf, type EndpointRouteOptions } from '../../http/endpointRoute';
import { currentAccount } from '../../plugins/auth';
import { loginRateLimit, perIpRateLimit } from '../../plugins/rateLimits';
import { requestPasswordReset, resetMessages, resetPassword, verifyResetCode, type ResetRole } from '../customers/passwordReset';
import { timingsWire } from '../otp/wire';
import { confirmMobileChange, mobileChangeMessages, mobileChangeTimings, resendMobileChangeCode } from './mobileChange';

// The texted-code routes the customer (/api/user) and the partner (/api/employee) both have, on
// the same machinery: only their paths, guard and, where the spec words them apart, texts differ.

/** The customer's endpoint with its path left open, so that the partner's twin fits as well. */
type EitherRole<E> = E extends Endpoint<string, infer Params, infer Query, infer Body, infer Reply, infer Model> ? Endpoint<string, Params, Query, Body, Reply, Model> : never;

interface MobileChangeRoutes {
  status: EitherRole<typeof customerMobileCodeStatusEndpoint>;
  resend: EitherRole<typeof customerResendMobileCodeEndpoint>;
  confirm: EitherRole<typeof customerConfirmMobileEndpoint>;
  /** The spec's wording of "code sent again" differs between the two roles. */
  resentMessage: string;
  /** The role's guard: only its own signed-in accounts. */
  signedIn: EndpointRouteOptions;
}

/** A new login number waits for the code texted to it: its timings, a new code, the confirmation. */
export function registerMobileChangeRoutes(app: FastifyInstance, context: AppContext, routes: MobileChangeRoutes): void {
  const ownId = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).userId;

  routeOf(app, routes.status, routes.signedIn, async (request) => ({
    status: 200,
    data: timingsWire(await mobileChangeTimings(context, ownId(request))),
  }));

  routeOf(app, routes.resend, routes.signedIn, async (request) => ({
    status: 200,
    message: routes.resentMessage,
    data: timingsWire(await resendMobileChangeCode(context, ownId(request), request.ip)),
  }));

  routeOf(app, routes.confirm, routes.signedIn, async (request) => {
    await confirmMobileChange(context, ownId(request), request.body.otp);
    return { status: 200, message: mobileChangeMessages.changed };
  });
}

interface PasswordResetRoutes {
  role: ResetRole;
  forgot: EitherRole<typeof forgotPasswordEndpoint>;
  verify: EitherRole<typeof verifyResetCodeEndpoint>;
  reset: EitherRole<typeof resetPasswordEndpoint>;
}

/** Forgot-password, signed out: a code texted to the number, traded for a reset token, then the new password. */
export function registerPasswordResetRoutes(app: FastifyInstance, context: AppContext, routes: PasswordResetRoutes): void {
  const limits = context.config.rateLimits;

  routeOf(app, routes.forgot, perIpRateLimit(limits.forgotPasswordPerHour, '1 hour'), async (request) => {
    await requestPasswordReset(context, routes.role, request.body.mobile, request.ip, request.log);
    return { status: 200, message: resetMessages.codeSent };
  });

  // Guessing codes is what the login limits (per address and number) are for.
  routeOf(app, routes.verify, loginRateLimit(app, limits), async (request) => ({
    status: 200,
    data: { reset_token: await verifyResetCode(context, routes.role, request.body) },
  }));

  routeOf(app, routes.reset, perIpRateLimit(limits.loginsPer15Min, '15 minutes'), async (request) => {
    await resetPassword(context, request.body);
    return { status: 200, message: resetMessages.done };
  });
}

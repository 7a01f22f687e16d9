import type { FastifyInstance, FastifyRequest } from 'fastify';
import { employeeMessages } from '@servenear/shared/schemas';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/httpError';
import { positiveId } from '../../lib/ids';
import { currentAccount, requireRole } from '../../plugins/auth';
import { loginRateLimit, perIpRateLimit } from '../../plugins/rateLimits';
import { accountMessages, asFlag, changePassword } from '../accounts/service';
import { logout, sendSession } from '../sessions/http';
import { endOtherSessions, startSession } from '../sessions/service';
import { readForm } from '../uploads/multipart';
import { profileImageLimits } from '../uploads/profileImage';
import { registerEmployee } from './registration';
import { authenticateEmployee, employeeProfile, idProofFor, updateEmployeeBank, updateEmployeeProfile } from './service';

/** Partner calls (partner §7), mounted under /api/employee. */
export async function employeeRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const limits = context.config.rateLimits;
  const employee = { preHandler: requireRole('employee') };
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;

  app.post('/employee-register', perIpRateLimit(limits.employeeRegistrationsPerHour, '1 hour'), async (request) => ({
    status: 200,
    message: employeeMessages.registered,
    data: { id: await registerEmployee(context, request) },
  }));

  app.post('/login', loginRateLimit(app, limits), async (request, reply) => {
    const account = await authenticateEmployee(context, request.body);
    const token = await startSession(context.db, context.clock, account.id);
    sendSession(reply, context, account, token);
    const success = { token, role: account.role, name: account.name, id: account.id, is_verified: asFlag(account.isVerified) };
    return { status: 200, message: 'Login Successfully.', success };
  });

  app.post('/logout', employee, (request, reply) => logout(context, request, reply));

  app.get('/userprofile', employee, async (request) => ({
    status: 200,
    success: true,
    data: await employeeProfile(context, ownId(request)),
  }));

  app.post('/updateprofile', employee, async (request) => {
    await updateEmployeeProfile(context, ownId(request), await readForm(request, profileImageLimits));
    return { status: 200, message: 'Profile updated successfully.' };
  });

  app.post('/updateprofile1', employee, async (request) => {
    await updateEmployeeBank(context, ownId(request), request.body);
    return { status: 200, message: 'Bank details updated successfully.' };
  });

  app.post('/changepassword', employee, async (request) => {
    await changePassword(context, ownId(request), request.body);
    // As a reset does: whoever knew the old password is signed out, this device stays.
    await endOtherSessions(context.db, context.clock, currentAccount(request));
    return { status: 200, message: accountMessages.passwordChanged };
  });

  app.get<{ Params: { proofId: string } }>(
    '/id-proofs/:proofId',
    // Any signed-in role reaches the check, so a customer gets the same 404 as another partner.
    { preHandler: requireRole(['user', 'employee', 'admin']) },
    async (request, reply) => {
      const proofId = positiveId(request.params.proofId);
      if (proofId === null) throw notFound('File not found.');
      const proof = await idProofFor(context, currentAccount(request), proofId);
      const bytes = await context.uploads.read('id-proofs', proof.fileName);
      if (!bytes) throw notFound('File not found.');
      return reply
        .type(proof.mime)
        .header('Content-Disposition', `attachment; filename="id-proof-${proof.id}.${proof.fileName.split('.').pop()}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  changeEmailResponseSchema,
  EMAIL_CONFIRMED_PATH,
  revokeSessionResponseSchema,
  type ChangeEmailBody,
} from '@candor/contracts';
import { apiFetch } from '../../../lib/api-fetch';
import { accountKeys } from '../../../lib/query-keys';

/** A signed-in session ("device") as the auth endpoints describe it. */
const deviceSchema = z.object({
  id: z.string(),
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;

const currentSessionSchema = z.object({ session: z.object({ id: z.string() }) }).nullable();

export const devicesQuery = () =>
  queryOptions({
    queryKey: accountKeys.devices(),
    queryFn: async ({ signal }) => {
      const [devices, current] = await Promise.all([
        apiFetch('/auth/list-sessions', { schema: z.array(deviceSchema), signal }),
        apiFetch('/auth/get-session', { schema: currentSessionSchema, signal }),
      ]);
      return { devices, currentId: current?.session.id ?? null };
    },
  });
export const useDevices = () => useQuery(devicesQuery());

/** Signs one device out by its session id (session tokens never reach the browser). */
export const revokeDevice = (sessionId: string) =>
  apiFetch(`/account/sessions/${encodeURIComponent(sessionId)}/revoke`, {
    body: {},
    schema: revokeSessionResponseSchema,
  });
export const revokeAllDevices = () => apiFetch('/auth/revoke-sessions', { body: {} });

const enableSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export const startTwoFactor = (password: string) =>
  apiFetch('/auth/two-factor/enable', { body: { password }, schema: enableSchema });
export const confirmTwoFactor = (code: string) =>
  apiFetch('/auth/two-factor/verify-totp', { body: { code } });
export const disableTwoFactor = (password: string) =>
  apiFetch('/auth/two-factor/disable', { body: { password } });
export const regenerateBackupCodes = (password: string) =>
  apiFetch('/auth/two-factor/generate-backup-codes', {
    body: { password },
    schema: z.object({ backupCodes: z.array(z.string()) }),
  });

export const changePassword = (currentPassword: string, newPassword: string) =>
  apiFetch('/auth/change-password', { body: { currentPassword, newPassword, revokeOtherSessions: true } });

export const updateProfile = (profile: {
  firstName: string;
  lastName: string;
  jobTitle: string;
  phone: string;
}) =>
  apiFetch('/auth/update-user', { body: { ...profile, name: `${profile.firstName} ${profile.lastName}` } });

export const resendVerificationEmail = (email: string) =>
  apiFetch('/auth/send-verification-email', { body: { email, callbackURL: EMAIL_CONFIRMED_PATH } });

/** Asks for an email change: the password is checked, then the new address receives a link. */
export const changeEmail = (body: ChangeEmailBody) =>
  apiFetch('/account/email', { body, schema: changeEmailResponseSchema });

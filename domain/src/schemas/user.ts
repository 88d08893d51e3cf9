import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import { isIanaZoneName } from '../study-plan/calendar.js';
import { MIN_PASSWORD_LENGTH, TIME_ZONE_INVALID, UserMessages } from '../user/messages.js';

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/**
 * The admin create-user form (admin spec §5), shared by the server (POST /users) and the web form, so both
 * show the same Chinese messages in the same order: username, e-mail, password, confirmation.
 */
export const createUserBody = z
  .object({
    username: required(UserMessages.usernameRequired),
    email: required(UserMessages.emailRequired).pipe(z.email({ error: UserMessages.emailInvalid })),
    password: z
      .string({ error: UserMessages.passwordRequired })
      .min(1, { error: UserMessages.passwordRequired })
      .min(MIN_PASSWORD_LENGTH, { error: UserMessages.passwordTooShort }),
    confirmPassword: z.string({ error: UserMessages.passwordMismatch }),
    isAdmin: z.boolean().default(false),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: UserMessages.passwordMismatch,
    path: ['confirmPassword'],
  });

/** PUT /users/{id}/role. */
export const changeUserRoleBody = z.object({ isAdmin: z.boolean() });

const profileField = z.string().max(200).nullable();

/**
 * PUT /users/{id}: profile fields only; anything else (isAdmin, username, email, progress, purchases) is refused
 * with 400 naming the fields: roles change only through /role, sign-in names at the identity provider.
 * The spec's user carries the OpenID spellings (phone_number, family_name, given_name); both are accepted.
 */
export const updateUserProfileBody = z
  .strictObject({
    phoneNumber: profileField,
    phone_number: profileField,
    name: profileField,
    familyName: profileField,
    family_name: profileField,
    givenName: profileField,
    given_name: profileField,
  })
  .partial()
  .transform((body) => {
    const fields = {
      phoneNumber: body.phoneNumber ?? body.phone_number,
      name: body.name,
      familyName: body.familyName ?? body.family_name,
      givenName: body.givenName ?? body.given_name,
    };
    return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<
      Record<'phoneNumber' | 'name' | 'familyName' | 'givenName', string | null>
    >;
  });

/**
 * A user as the spec's clients read it (learner spec §3 User; GET /users/me, the administrators' list): the
 * OpenID-derived fields keep their claim spellings (phone_number, family_name, given_name).
 */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  phone_number: z.string().nullable(),
  name: z.string().nullable(),
  family_name: z.string().nullable(),
  given_name: z.string().nullable(),
  createdAt: z.string().nullable(),
  lastLogin: z.string().nullable(),
  /** The interface language the user saved with the language switch; null until they choose. */
  language: z.enum(LANGUAGES).nullable().optional(),
  /** The IANA time zone the user saved in their profile; null until they save one (days then follow `?tz=`). */
  timeZone: z.string().nullable().optional(),
});

export type PublicUser = z.infer<typeof publicUserSchema>;

/** PUT /users/me/language: one of the interface languages. */
export const chooseLanguageBody = z.strictObject({
  language: z.enum(LANGUAGES, { error: UserMessages.languageInvalid }),
});

/** PUT /users/me/time-zone: an IANA zone name (Asia/Tokyo), not an offset. */
export const chooseTimeZoneBody = z.strictObject({
  timeZone: z.string({ error: TIME_ZONE_INVALID }).refine(isIanaZoneName, { error: TIME_ZONE_INVALID }),
});

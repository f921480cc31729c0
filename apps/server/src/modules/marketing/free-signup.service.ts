// Free-course sign-ups from the landing pages (spec 000 §1, §4 "Free sign-up", "Gendered signup", §5, §7): the
// account is found or opened by e-mail, the free course granted for good, the consent recorded with the wording
// the page showed and the visitor's address, and access e-mailed. Nobody is signed in by e-mail alone: a new or
// password-less account gets a link to set a password, an account with a password a link to sign in.
import {
  consentWording,
  type FreeSignupGender,
  type LandingPageKey,
  type RegisterFreeCourse2Request,
  type RegisterFreeCourseRequest,
  type RegisterFreeCourseResponse,
  type StyleSignupPage,
  signupLandingContentSchema,
} from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import { AppError, validationError } from '../../lib/errors';
import { type Locale, pageLocaleOf, type Script, translate } from '../../lib/i18n';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashSecret, newSecret } from '../../lib/tokens';
import { logActivity } from '../activity/activity.service';
import { createPasswordlessAccount, issuePasswordLink, SET_PASSWORD_TTL_MINUTES } from '../auth/auth.service';
import { grantFreeMiniCourse } from '../commerce/free-course';
import { CONSENT_SOURCES, recordDirectConsent } from '../newsletter/marketing-consent';
import { readSettings } from '../settings/settings.service';
import * as repo from './free-signup.repository';
import { FREE_COURSE_SETTINGS, landingContentKey } from './landings.service';

export interface FreeSignupDeps {
  db: Db;
  jobs: JobQueue;
  config: Config;
  limiter: RateLimiter;
}

export interface SignupContext {
  ip: string;
  locale: Locale;
  /** The page's script: a new account keeps `sr-Cyrl` when it was Cyrillic (ADR 087) and mails in Cyrillic (ADR 086). */
  script?: Script;
}

/** Sign-up attempts per client address per hour (the forms have no captcha; each sign-up may send an e-mail). */
export const FREE_SIGNUP_PER_IP_PER_HOUR = 30;

const unavailable = () => new AppError(503, 'freeSignup.unavailable');

function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** The course a page gives and the consent wording it shows in the locale; 503 when either is not configured. */
async function pageTerms(db: Db, page: LandingPageKey, courseSetting: string, locale: Locale) {
  const values = await readSettings(db, [courseSetting, landingContentKey(page)]);
  const courseId = positiveInt(values.get(courseSetting));
  const course = courseId === null ? undefined : await repo.findPublishedCourse(db, courseId);
  if (!course) throw unavailable();
  const stored = values.get(landingContentKey(page)) as Partial<Record<Locale, unknown>> | undefined;
  const content = signupLandingContentSchema.safeParse(stored?.[locale] ?? stored?.sr);
  if (!content.success) throw unavailable();
  const consent =
    content.data.layout === 'interior' ? content.data.registration.form.consent : content.data.form.consent;
  return { course, consentText: consentWording(consent) };
}

interface Signup {
  page: LandingPageKey;
  courseSetting: string;
  name: string;
  email: string;
  gender: FreeSignupGender | null;
}

async function signUp(
  deps: FreeSignupDeps,
  input: Signup,
  context: SignupContext,
): Promise<RegisterFreeCourseResponse> {
  const byIp = await deps.limiter.hit(`free-signup:ip:${context.ip}`, FREE_SIGNUP_PER_IP_PER_HOUR, 3600);
  if (!byIp.allowed) {
    throw new AppError(429, 'http.tooManyRequests', {
      params: { seconds: byIp.retryAfterSeconds },
      headers: { 'retry-after': String(byIp.retryAfterSeconds) },
    });
  }
  const { course, consentText } = await pageTerms(deps.db, input.page, input.courseSetting, context.locale);
  const now = new Date();
  const setPasswordToken = newSecret();

  // One transaction: a concurrent sign-up with the same address waits on the e-mail's unique index and then
  // finds this account, so there is one account, one grant and one sign-up row however many requests race.
  const outcome = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const inserted = await createPasswordlessAccount(tx, {
      name: input.name,
      email: input.email,
      locale: pageLocaleOf(context.locale, context.script ?? 'Latn'),
    });
    const user = inserted ?? (await repo.findUserByEmail(tx, input.email));
    if (!user) throw new AppError(500, 'http.serverError');
    await repo.grantFree(tx, user.id, course.id, now);
    // Every new account gets the free mini course too, as at any other registration (spec 000 §1).
    if (inserted) await grantFreeMiniCourse(tx, user.id, now);
    const firstOnPage = await repo.insertSignup(tx, {
      userId: user.id,
      page: input.page,
      gender: input.gender,
      courseId: course.id,
      email: user.email,
      consentAt: now,
      consentText,
      consentIp: context.ip || null,
    });
    // The page's consent is to marketing e-mail: the address becomes a marketing contact at once (ADR 035).
    await recordDirectConsent(tx, {
      email: user.email,
      userId: user.id,
      locale: context.locale,
      ip: context.ip,
      source: CONSENT_SOURCES.landing(input.page),
      text: consentText,
    });
    if (inserted) {
      await logActivity(tx, {
        actorUserId: user.id,
        type: 'user.registered_free_course',
        message: `Nova prijava za besplatan kurs: ${user.name} (${user.email})`,
        data: { page: input.page, courseId: course.id },
      });
    }
    const needsPassword = user.passwordHash === null;
    if (firstOnPage && needsPassword) {
      await issuePasswordLink(
        tx,
        user.id,
        hashSecret(setPasswordToken),
        new Date(now.getTime() + SET_PASSWORD_TTL_MINUTES * 60 * 1000),
      );
    }
    return { user, firstOnPage, needsPassword };
  });

  // A repeat on the same page changes nothing and sends nothing (the forgot-password link serves a lost e-mail).
  if (outcome.firstOnPage) {
    const { user } = outcome;
    const actionUrl = outcome.needsPassword
      ? `${deps.config.publicUrl}/reset-password?${new URLSearchParams({ token: setPasswordToken, email: user.email })}`
      : `${deps.config.publicUrl}/login`;
    await enqueueMail(deps, {
      template: 'free-course-access',
      locale: pageLocaleOf(context.locale, context.script ?? 'Latn'),
      to: user.email,
      props: {
        name: user.name,
        courseTitle: course.title,
        actionUrl,
        mode: outcome.needsPassword ? 'set-password' : 'login',
        expiresMinutes: SET_PASSWORD_TTL_MINUTES,
      },
    });
  }
  return {
    message: translate(context.locale, 'freeSignup.registered', { email: input.email }),
    course_id: course.id,
  };
}

/** `POST /register-free-course`: the interior-design free mini course from /landing-page. */
export function registerFreeCourse(
  deps: FreeSignupDeps,
  input: RegisterFreeCourseRequest & { email: string },
  context: SignupContext,
) {
  return signUp(
    deps,
    {
      page: 'interior-signup',
      courseSetting: FREE_COURSE_SETTINGS.interior,
      name: input.first_name.trim(),
      email: input.email,
      gender: null,
    },
    context,
  );
}

const FIXED_GENDER: Partial<Record<StyleSignupPage, FreeSignupGender>> = {
  'style-signup-m': 'musko',
  'style-signup-w': 'zensko',
};

/** `POST /register-free-course2`: the men's or women's free style course, by the gender chosen. */
export function registerFreeCourse2(
  deps: FreeSignupDeps,
  input: RegisterFreeCourse2Request & { email: string },
  context: SignupContext,
) {
  const page = input.page ?? 'style-signup';
  const fixed = FIXED_GENDER[page];
  if (fixed && fixed !== input.gender) throw validationError({ gender: ['generic.validation'] });
  return signUp(
    deps,
    {
      page,
      courseSetting:
        input.gender === 'musko' ? FREE_COURSE_SETTINGS.styleMen : FREE_COURSE_SETTINGS.styleWomen,
      name: input.name.trim(),
      email: input.email,
      gender: input.gender,
    },
    context,
  );
}

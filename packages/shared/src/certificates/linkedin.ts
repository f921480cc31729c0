// LinkedIn's "Add to profile" link for a certification: it opens the member's "Add license or certification" form
// with the certificate's fields filled in (name, issuer, month and year of issue, credential ID and URL).
import { belgradeParts } from '../i18n/dates';

export const LINKEDIN_ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

export interface LinkedInCertification {
  /** The certification's name as the profile lists it: the course title. */
  name: string;
  /** The issuer: LinkedIn's numeric page id of the academy when it has one, otherwise its name as typed. */
  organization: { id: string } | { name: string };
  /** The instant of issue; LinkedIn takes its month and year as the academy's calendar (Belgrade) shows them. */
  issuedAt: Date | string;
  /** The certificate's code, LinkedIn's "Credential ID". */
  certId: string;
  /** The absolute public verification page, LinkedIn's "Credential URL". */
  certUrl: string;
}

/** The "Add to profile" URL; every value is percent-encoded, the month is 1–12. */
export function linkedInAddToProfileUrl(certification: LinkedInCertification): string {
  const { year, month } = belgradeParts(certification.issuedAt);
  const query = new URLSearchParams({ startTask: 'CERTIFICATION_NAME', name: certification.name });
  if ('id' in certification.organization) query.set('organizationId', certification.organization.id);
  else query.set('organizationName', certification.organization.name);
  query.set('issueYear', String(year));
  query.set('issueMonth', String(month));
  query.set('certUrl', certification.certUrl);
  query.set('certId', certification.certId);
  // URLSearchParams writes a space as "+", a space only to form decoders; "%20" is a space to every decoder. A real
  // "+" is already "%2B" here, so only spaces are rewritten.
  return `${LINKEDIN_ADD_TO_PROFILE}?${query.toString().replace(/\+/g, '%20')}`;
}

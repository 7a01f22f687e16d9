import { aboutUs } from './aboutUs';
import { businessPartners } from './businessPartners';
import { cancellationPolicy } from './cancellationPolicy';
import { contactUs } from './contactUs';
import { contactUsPartners } from './contactUsPartners';
import { howToFindWork } from './howToFindWork';
import { howToHire } from './howToHire';
import { privacyPolicy } from './privacyPolicy';
import { termsAndConditions } from './termsAndConditions';
import { trustSafetySecurity } from './trustSafetySecurity';
import type { SeedPage } from './types';
import { whyChooseUs } from './whyChooseUs';
import { whyChooseUsPartners } from './whyChooseUsPartners';

export type { SeedPage } from './types';

/** Every footer content page of the site (COMMON contract: these slugs). */
export const seedPages: readonly SeedPage[] = [
  aboutUs,
  termsAndConditions,
  privacyPolicy,
  cancellationPolicy,
  trustSafetySecurity,
  howToHire,
  whyChooseUs,
  whyChooseUsPartners,
  contactUs,
  howToFindWork,
  contactUsPartners,
  businessPartners,
];

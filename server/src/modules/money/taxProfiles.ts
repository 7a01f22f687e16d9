/**
 * The GST profile of each kind of work, by the catalogue's sub-category (decision 0056): its SAC
 * code and the GST the platform itself pays on it under CGST Act section 9(5) (notification
 * 17/2017-Central Tax (Rate), house-keeping services such as plumbing and carpentry supplied
 * through the platform by partners not liable to register), at 5 % without input tax credit
 * (notification 11/2017-Central Tax (Rate)). Work not listed takes the default: the platform pays
 * no GST on it. Configuration in code: a change is a reviewed commit, as a change of law would be.
 * The "unsure" rows of decision 0056 wait for the chartered accountant's word.
 */
export interface TaxProfile {
  sac: string;
  /** Basis points of GST the platform pays on the service, inside its price; 0: none. */
  serviceGstBasisPoints: number;
}

/** Section 9(5) house-keeping: 5 %. */
const housekeeping = (sac: string): TaxProfile => ({ sac, serviceGstBasisPoints: 500 });
const partnersOwn = (sac: string): TaxProfile => ({ sac, serviceGstBasisPoints: 0 });

const defaultTaxProfile: TaxProfile = partnersOwn('9985');

const taxProfilesBySubcategory: Readonly<Record<string, TaxProfile>> = {
  'Home Repairs': housekeeping('9987'),
  'Shop Repairs': housekeeping('9987'),
  'Cleaning & Pest Control': housekeeping('998533'),
  'Industrial Cleaning': housekeeping('998531'),
  'AC & Appliances': housekeeping('998715'),
  'Cook & Household Help': housekeeping('9985'),
  'Beauty & Wellness': partnersOwn('99972'),
  'Delivery & Transport': partnersOwn('9965'),
};


export function taxProfileOf(subcategory: string | null): TaxProfile {
  return (subcategory && taxProfilesBySubcategory[subcategory]) || defaultTaxProfile;
}

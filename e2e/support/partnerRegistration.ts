import { freshMobile, latestOtp, onePixelPng } from './accounts';

export interface RegisteredPartner {
  name: string;
  mobile: string;
}

/**
 * A partner registered through the API as the registration page sends it (multipart, one ID proof),
 * with the number confirmed by the texted code: what ops see waiting for verification.
 */
export async function registerPendingPartner(siteUrl: string, name: string): Promise<RegisteredPartner> {
  const mobile = freshMobile('8');
  const fields: Record<string, string> = {
    name,
    mobile,
    email: `partner.${mobile}@example.in`,
    password: 'Partner@2026kyc',
    dob: '1990-05-14',
    gender: 'male',
    address: '12 Gandhi Road, T. Nagar, Chennai 600017',
    employeeType: 'permenent',
    experience: '6 years',
    description: 'Electrician: wiring, fans and switchboards.',
    bankName: 'State Bank of India',
    accountHolderName: name,
    accountNumber: '302112345678',
    ifcsCode: 'SBIN0000691',
    branchName: '',
    isChecked: 'true',
  };
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('images[]', new Blob([onePixelPng], { type: 'image/png' }), 'aadhaar.png');
  const registered = await fetch(`${siteUrl}/api/employee/employee-register`, { method: 'POST', body: form, headers: { origin: siteUrl } });
  if (!registered.ok) throw new Error(`registration answered ${registered.status}: ${await registered.text()}`);
  const confirmed = await fetch(`${siteUrl}/api/employee/register/verify-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ mobile, otp: await latestOtp(siteUrl, mobile) }),
  });
  if (!confirmed.ok) throw new Error(`confirming the number answered ${confirmed.status}: ${await confirmed.text()}`);
  return { name, mobile };
}

/** '9876543210' → '******3210': enough for the customer to recognise their number. */
export function maskPhone(phone: string): string {
  return phone.length > 4 ? `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}` : phone;
}

// U.S. English number formatting without Intl. The first Intl number or currency formatter a
// page makes loads ICU's locale data: about 70 ms at 4x CPU throttling, inside the long task
// that hydrates the calculator. These outputs are fixed by the en-US locale, so a few lines
// give the same text (the tests compare them with Intl's) at no cost.

/** 1234567 → "1,234,567"; the integer part only, rounded half away from zero as Intl does. */
export function groupDigits(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}

/** 123456 cents → "$1,234.56"; the same as Intl's en-US USD with two decimals. */
export function usdWithCents(cents: number): string {
  const rounded = Math.round(Math.abs(cents));
  const sign = cents < 0 && rounded !== 0 ? "-" : "";
  const fraction = String(rounded % 100).padStart(2, "0");
  return `${sign}$${groupDigits(Math.floor(rounded / 100))}.${fraction}`;
}

/** 1234 dollars → "$1,234"; the same as Intl's en-US USD with no decimals. */
export function usdWhole(dollars: number): string {
  const digits = groupDigits(dollars);
  return digits.startsWith("-") ? `-$${digits.slice(1)}` : `$${digits}`;
}

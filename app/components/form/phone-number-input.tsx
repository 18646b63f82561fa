// Loaded only once a visitor reaches for the phone field (phone-field.tsx): the country
// picker and its number formatting are most of a form page's JavaScript, and most visitors
// leave the optional phone empty.
import "react-phone-number-input/style.css";

import { AsYouType, type CountryCode } from "libphonenumber-js/min";
import PhoneInput from "react-phone-number-input/min";

export interface PhoneNumberInputProps {
  id: string;
  defaultCountry: CountryCode;
  international?: boolean;
  value: string;
  onChange: (value: string) => void;
  inputProps: Record<string, unknown>;
}

/**
 * Where a flag picture would be: the country's two letters. The package's own flags are
 * either a 52 kB bundle of pictures or images from a third-party host; the select beside it
 * names every country in full.
 */
function CountryLetters({ country }: { country: string }) {
  return (
    <span aria-hidden="true" className="phone-field-country">
      {country}
    </span>
  );
}

export function PhoneNumberInput({
  id,
  defaultCountry,
  international,
  value,
  onChange,
  inputProps,
}: PhoneNumberInputProps) {
  return (
    <PhoneInput
      id={id}
      defaultCountry={defaultCountry}
      international={international}
      // A number carried over from the plain input reads as the visitor typed it.
      initialValueFormat="national"
      value={value.startsWith("+") ? value : undefined}
      onChange={(next) => onChange(next ?? "")}
      flagComponent={CountryLetters}
      className="phone-field"
      numberInputProps={inputProps}
    />
  );
}

/**
 * What the visitor typed before the picker loaded, as the picker's value: E.164 digits so
 * far ("(415) 555" in the US is "+1415555"), or "" when nothing there is a number yet.
 */
export function typedToPhoneValue(typed: string, defaultCountry: CountryCode): string {
  if (typed.trim() === "") return "";
  const formatter = new AsYouType(defaultCountry);
  formatter.input(typed);
  return formatter.getNumberValue() ?? "";
}

import { expect, test } from "@playwright/test";

// The country picker is most of a form page's JavaScript: it loads only when the visitor
// reaches for the phone field, never from another host, and nothing typed while it loads
// is lost.
test("the phone picker loads on first use and keeps every key typed while it loads", async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/company-registration");
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
  const picker = () => requests.filter((url) => /\/phone-number-input-[\w-]+\.js$/.test(url));
  // The information form opens once a company type is chosen.
  await page.getByRole("main").getByText("Fintech", { exact: true }).click();
  expect(picker()).toEqual([]);

  const phone = page.getByRole("textbox", { name: /^Phone/ });
  await phone.click();
  // Typed at once, as the picker's code arrives.
  await page.keyboard.type("415 555 2671");
  await page.keyboard.press("Tab");
  await expect(page.locator(".PhoneInputCountry")).toBeVisible();
  expect(picker()).toHaveLength(1);
  await expect(phone).toHaveValue("(415) 555-2671");
  await expect(page.locator('input[name="phone"]')).toHaveValue("+14155552671");
  // The country shows as its letters, not as a flag picture fetched from elsewhere.
  await expect(page.locator(".phone-field-country")).toHaveText("US");
  const origin = new URL(baseURL!).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual([]);

  // Keyboard: the country select comes before the number in the tab order.
  await phone.focus();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("combobox", { name: /country/i })).toBeFocused();
});

import { ENHANCED_FIELD } from "~/lib/forms/form-result";
import { useHydrated } from "~/lib/forms/use-hydrated";

/** Tells the action a script reads its answer (see ENHANCED_FIELD); absent before React runs. */
export function EnhancedField() {
  return useHydrated() ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}

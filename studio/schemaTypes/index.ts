import { footerType } from "./footer";
import { linkType } from "./link";
import { linkColumnType } from "./link-column";
import { navGroupType } from "./nav-group";
import { navigationType } from "./navigation";
import { siteSettingsType } from "./site-settings";
import { socialLinkType } from "./social-link";
import { trustItemType } from "./trust-item";

/** Documents that exist exactly once; their _id equals their type name. */
export const SINGLETON_TYPES = ["siteSettings", "navigation", "footer"] as const;

export const schemaTypes = [
  // documents
  siteSettingsType,
  navigationType,
  footerType,
  trustItemType,
  // objects
  linkType,
  navGroupType,
  linkColumnType,
  socialLinkType,
];

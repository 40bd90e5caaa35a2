import * as z from 'zod/mini';
import { defineCall } from './call.js';
import { RSA_KEY_PATH, rsaKeySchema } from './crypto.js';

/**
 * The display faces a merchant's theme may choose for its headings: self-hosted, Latin only,
 * shipped with the web build (apps/web/src/styles/index.css), so the choice is one of these.
 */
export const DISPLAY_FACES = ['LILITA_ONE', 'BEBAS_NEUE', 'FREDOKA'] as const;
export const displayFaceSchema = z.enum(DISPLAY_FACES);
export type DisplayFace = z.infer<typeof displayFaceSchema>;

export const whitelabelSchema = z.object({
  merchantCode: z.string(),
  brandName: z.string(),
  /** URL of the brand's full mark, emblem and name on one line (served by the platform). */
  logoUrl: z.string(),
  /** URL of its compact mark, the name stacked beside the emblem: for phones' narrow headers. */
  compactLogoUrl: z.string(),
  currencyCode: z.string(),
  /** Shown before amounts; docs/product.md §3 default 'P'. */
  currencySymbol: z.string(),
  /** Brand colour for the theme, #rrggbb. */
  themeColor: z.string(),
  copyrightYear: z.number().check(z.int()),
  /**
   * The merchant's clock, an IANA zone (e.g. Asia/Jakarta): the days its reports, salaries and
   * draws count in, whatever the visitor's own zone.
   */
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

/** A contact channel: customer service chat, social link, e-mail. */
export const contactResourceSchema = z.object({
  resourceType: z.string(),
  label: z.string(),
  url: z.string(),
  /** Text a QR code encodes, when the channel offers one. */
  qrCodeUrl: z.nullable(z.string()),
});
export type ContactResource = z.infer<typeof contactResourceSchema>;

export const customerServiceSchema = z.object({
  /** '3' is the live-chat entry (docs/product.md §4). */
  type: z.string(),
  label: z.string(),
  url: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const systemStatusQuerySchema = z.object({
  url: z.optional(z.string().check(z.maxLength(500))),
});

export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  info: z.object({
    whitelabel: whitelabelSchema,
    register: z.object({ enabled: z.boolean() }),
    resources: z.array(contactResourceSchema),
    customerService: z.array(customerServiceSchema),
    analytics: z.object({ gtagId: z.nullable(z.string()) }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
  maintenance: z.object({
    /** ISO time the maintenance is planned to end, when known. */
    maintenanceEnd: z.nullable(z.string()),
    notice: z.nullable(z.string()),
  }),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string() }),
});
export type SystemStatusValue = z.infer<typeof systemStatusSchema>;

/** Footer menu entries: About Company, Contact Us, terms ... with their HTML pages. */
export const whitelabelMenuCodeSchema = z.enum([
  'ABOUT',
  'CONTACT',
  'TERMS',
  'RESPONSIBLE',
  'PRIVACY',
  'AFFILIATES',
  'REFUND',
]);
export const logoSchema = z.object({ code: z.string(), name: z.string(), imageUrl: z.string() });
export type Logo = z.infer<typeof logoSchema>;

export const whitelabelMenuSchema = z.object({
  menus: z.array(
    z.object({ code: whitelabelMenuCodeSchema, title: z.string(), content: z.string() }),
  ),
  providerLogos: z.array(logoSchema),
  paymentLogos: z.array(logoSchema),
  licenseLogos: z.array(logoSchema),
});
export type WhitelabelMenu = z.infer<typeof whitelabelMenuSchema>;

/** The feature switches of docs/product.md §4 and the feature flags later issues read. */
export const featureSwitchSchema = z.enum([
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'DIRECTREG3',
  'MANPLAYREB3',
  'SLIDERCAPTCHA3',
  'PAYMENTPASS3',
]);
export type FeatureSwitch = z.infer<typeof featureSwitchSchema>;

export interface SettingNode {
  modId: string;
  enabled: boolean;
  childrenNodes: SettingNode[];
}
export const settingNodeSchema: z.ZodMiniType<SettingNode> = z.object({
  modId: z.string(),
  enabled: z.boolean(),
  get childrenNodes() {
    return z.array(settingNodeSchema);
  },
});
export const settingsSchema = z.object({ modules: z.array(settingNodeSchema) });
export type Settings = z.infer<typeof settingsSchema>;

/**
 * The registration fields, in the order the form shows them (captcha, checked apart, last): the
 * one list of them, which the platform's rules, the web's form and the profile use.
 */
export const registerFieldNameSchema = z.enum([
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'nickname',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
  'affiliateCode',
  'referralCode',
  'captcha',
]);
export type RegisterFieldName = z.infer<typeof registerFieldNameSchema>;

/**
 * The fields kept in the member's profile when the merchant asks for them; the rest are the
 * account's own (name, passwords, contacts) or checks (codes, captcha, upline codes).
 */
export const REGISTER_PROFILE_FIELDS = [
  'payeeName',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
] as const satisfies readonly RegisterFieldName[];

export const registerFieldRuleSchema = z.object({
  name: registerFieldNameSchema,
  enabled: z.boolean(),
  required: z.boolean(),
  /** A regular expression source; '*' accepts anything (docs/product.md §5). */
  acceptedPattern: z.string(),
  patternId: z.string(),
  minLength: z.number().check(z.int(), z.nonnegative()),
  maxLength: z.number().check(z.int(), z.nonnegative()),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRuleSchema>;
export const registerSettingsSchema = z.object({ fields: z.array(registerFieldRuleSchema) });

export const appResourceTypeSchema = z.enum(['IOS', 'IOS_LITE', 'ANDROID']);
export const domainRouteSchema = z.object({
  domainList: z.array(z.string()),
  resources: z.array(
    z.object({
      resourceType: appResourceTypeSchema,
      url: z.string(),
      qrCodeUrl: z.string(),
      labelNameCn: z.string(),
    }),
  ),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const countrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
});
export const countryCodeSchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  countries: z.array(countrySchema),
});

export const systemCalls = {
  status: defineCall({
    method: 'GET',
    path: '/wps/system/status',
    query: systemStatusQuerySchema,
    response: systemStatusSchema,
  }),
  whitelabel: defineCall({
    method: 'GET',
    path: '/wps/system/whitelabel',
    response: whitelabelMenuSchema,
  }),
  settings: defineCall({ method: 'GET', path: '/wps/system/setting', response: settingsSchema }),
  registerSettings: defineCall({
    method: 'GET',
    path: '/wps/system/setting/register',
    response: registerSettingsSchema,
  }),
  domainRoute: defineCall({
    method: 'GET',
    path: '/wps/system/domainRoute',
    response: domainRouteSchema,
  }),
  countryCode: defineCall({
    method: 'GET',
    path: '/wps/system/countryCode',
    response: countryCodeSchema,
  }),
  rsaKey: defineCall({ method: 'GET', path: RSA_KEY_PATH, response: rsaKeySchema }),
};

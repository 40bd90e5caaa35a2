/** Registration's query keys: the affiliate (invitation) code checks, one per code. */
export const affiliateKeys = {
  all: ['agent', 'affiliate'] as const,
  code: (code: string) => [...affiliateKeys.all, code] as const,
};

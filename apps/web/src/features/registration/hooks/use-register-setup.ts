import { useQuery } from '@tanstack/react-query';
import { isSwitchOn } from '@site/contract';
import { systemQueries } from '../../../api/system';

/** The merchant's register rules and the switches that shape the form (docs/product.md §4). */
export function useRegisterSetup() {
  const rules = useQuery(systemQueries.registerSettings());
  const settings = useQuery(systemQueries.settings());
  const on = (modId: string) => isSwitchOn(settings.data, modId);
  const error = rules.error ?? settings.error;
  return {
    rules: rules.data?.fields,
    isPending: rules.isPending || settings.isPending,
    error,
    retry: () => {
      if (rules.isError) void rules.refetch();
      if (settings.isError) void settings.refetch();
    },
    switches: {
      username: on('USERNAMEREG3'),
      mobile: on('MOBILENUMREG3'),
      mobileVerification: on('REGMOBVERF3'),
      mobilePassword: on('MOBILENUMPASSREG3'),
      directRegister: on('DIRECTREG3'),
      slider: on('SLIDERCAPTCHA3'),
      resetByPhone: on('CHNGPASSVERIF3'),
    },
  };
}

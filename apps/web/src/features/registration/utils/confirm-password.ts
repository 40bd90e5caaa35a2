/** The confirmation must repeat the password (SPEC §5 rule checkPass: "inconsistent twice"). */
export const checkConfirmation = (value: string, password: string) =>
  !value ? 'required' : value !== password ? 'inconsistent' : true;

/** The confirmation must repeat the password (docs/product.md §5 rule checkPass: "inconsistent twice"). */
export const checkConfirmation = (value: string, password: string) =>
  !value ? 'required' : value !== password ? 'inconsistent' : true;

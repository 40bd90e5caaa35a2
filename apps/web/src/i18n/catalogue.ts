/** A namespace's strings; English must have exactly the keys Indonesian has. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

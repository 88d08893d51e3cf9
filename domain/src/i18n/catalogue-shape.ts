/** The shape of a catalogue: the same keys as the Japanese one, every leaf a string template. */
export type CatalogueShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]>;
};

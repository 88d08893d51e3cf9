/** A chosen adapter lacks what it needs; the message names the variable and the choice that requires it. */
export class AdapterConfigError extends Error {
  readonly code = 'ADAPTER_CONFIG';
  constructor(message: string) {
    super(message);
    this.name = 'AdapterConfigError';
  }
}

export const required = (value: string | undefined, variable: string, because: string): string => {
  if (!value) throw new AdapterConfigError(`${variable} is required with ${because}`);
  return value;
};

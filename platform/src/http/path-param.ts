import type { Request } from 'express';

/** A named path parameter as one string (Express 5 types wildcard parameters as string lists). */
export const pathParam = (req: Pick<Request, 'params'>, name: string): string => {
  const value = req.params[name];
  return Array.isArray(value) ? value.join('/') : (value ?? '');
};

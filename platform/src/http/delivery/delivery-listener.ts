import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Config } from '../../config/index.js';
import { type LayerSwitches, layerOn } from '../layers.js';
import { compressResponses } from './compress.js';
import { corsForConfiguredOrigins } from './cors.js';
import { precomputedSecurityHeaders } from './security-headers.js';

type Step = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Wraps a server's whole request listener (express and the direct routes alike) with the security headers, CORS
 * for configured origins, and compression. socket.io answers its own requests before this listener sees them.
 * `layers` (benchmarks only) switches some of them off to price them.
 */
export function withDelivery(
  inner: RequestListener,
  config: Pick<Config, 'PUBLIC_URL' | 'PAYMENTS' | 'OIDC_ISSUER' | 'CORS_ORIGINS'>,
  layers?: LayerSwitches,
): RequestListener {
  const steps = [
    layerOn(layers, 'securityHeaders') ? precomputedSecurityHeaders(config) : null,
    layerOn(layers, 'cors') ? corsForConfiguredOrigins(config) : null,
    layerOn(layers, 'compression') ? compressResponses() : null,
  ].filter((step): step is Step => step !== null) as Step[];
  return (req, res) => {
    let index = 0;
    const next = (error?: unknown) => {
      if (error) {
        res.statusCode = 500;
        res.end();
        return;
      }
      const step = steps[index++];
      if (step) step(req, res, next);
      else inner(req, res);
    };
    next();
  };
}

// The price of each layer of the request path: the product with one layer switched off against the product
// with every layer on, in alternating rounds. The cost per request is the difference of the time per request at
// saturation (1/rate), so that a layer's figure does not depend on how fast the rest is.
import type { LayerName, LayerSwitches } from '@exam/platform';
import { printTable, round } from './measure.js';

export type LayerRun = { rps: number; p99: number };
export type LayerServer = { measure(): Promise<LayerRun>; stop(): void };

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

/** Server time per request in µs at a saturated rate. */
const usPerRequest = (rps: number) => 1e6 / Math.max(1, rps);

/**
 * `full` is the product with every layer on (already started); `start` starts one with `layers` off. Each layer
 * gets `rounds` alternating rounds (off, then on); its row is the median. Returns the rows printed.
 */
export async function layerTable(
  title: string,
  layers: readonly LayerName[],
  full: LayerServer,
  start: (layers: LayerSwitches) => Promise<LayerServer>,
  rounds = 2,
) {
  const rows = [];
  for (const layer of layers) {
    const without = await start({ [layer]: false });
    try {
      await without.measure(); // warm-up
      const off: LayerRun[] = [];
      const on: LayerRun[] = [];
      for (let index = 0; index < rounds; index++) {
        off.push(await without.measure());
        on.push(await full.measure());
      }
      const rpsOff = median(off.map((r) => r.rps));
      const rpsOn = median(on.map((r) => r.rps));
      rows.push({
        layer,
        'req/s on': round(rpsOn, 0),
        'req/s off': round(rpsOff, 0),
        'µs/request': round(usPerRequest(rpsOn) - usPerRequest(rpsOff), 1),
        'share of request': `${round((100 * (usPerRequest(rpsOn) - usPerRequest(rpsOff))) / usPerRequest(rpsOn), 0)} %`,
        'p99 ms on / off': `${median(on.map((r) => r.p99))} / ${median(off.map((r) => r.p99))}`,
      });
    } finally {
      without.stop();
    }
  }
  printTable(`${title}: cost of each layer (on minus off, median of ${rounds} alternating rounds)`, rows);
  return rows;
}

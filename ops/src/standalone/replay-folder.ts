import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `events replay --to` leaves in the folder it builds (DATA_DIR/replay.json): the folder shows the product
 * as it stood at one point of another folder's log, and the server started on it is read-only.
 */
export type ReplayMarker = {
  /** The live data folder it was replayed from. */
  source: string;
  /** The last event of the copy. */
  position: number;
  /** When that event was recorded (null: no event at all). */
  at: string | null;
  createdAt: string;
};

const FILE = 'replay.json';

export const writeReplayMarker = (dataDir: string, marker: ReplayMarker) =>
  writeFileSync(join(dataDir, FILE), `${JSON.stringify(marker, null, 2)}\n`);

/** The marker of a replayed folder, or null for a live one. */
export const readReplayMarker = (dataDir: string): ReplayMarker | null => {
  const file = join(dataDir, FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReplayMarker) : null;
};

/** The refusal every write gets on a replay (the API's message, shown by the web app's banner too). */
export const replayRefusal = (marker: ReplayMarker) =>
  `これは ${marker.source} のイベント ${marker.position} 件目${
    marker.at ? `（${marker.at}）` : ''
  }の時点を再現した読み取り専用のリプレイです。ここでは何も変更できません。変更はライブのデータフォルダで起動したサーバーで行ってください。`;

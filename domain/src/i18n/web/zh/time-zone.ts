import type { CatalogueShape } from '../../catalogue-shape.js';
import type { webTimeZoneJa } from '../ja/time-zone.js';

export const webTimeZoneZh = {
  timeZone: {
    label: '时区',
    help: '复习的“今天”、14 天的复习计划和备考计划的日期都按这个时区计算。',
    saved: '已保存: {{zone}}',
    notSaved: '尚未保存，正在使用此浏览器的时区（{{zone}}）。',
    save: '保存',
    chosen: '时区已设为 {{zone}}',
    failed: '无法保存时区: {{reason}}',
    noResponse: '服务器无响应，请检查网络连接',
  },
} as const satisfies CatalogueShape<typeof webTimeZoneJa>;

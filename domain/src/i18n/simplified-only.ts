/**
 * Characters of simplified Chinese that Japanese text never uses (Japanese writes 請, 輸, 題, 庫, 験, 図, ...).
 * One of them in the ja catalogue means a Chinese text slipped in. Characters both scripts share (来, 号, 条,
 * 称, 据, 箱) are left out on purpose.
 */
const SIMPLIFIED_ONLY = new Set(
  [
    '请输户删码题库败证错误验页载络务时发设这为们个么对开关门问间书见说认让记讲试话该语读谁课调资费',
    '购买卖变导达过还进远选边难项须顾预领频风马鸟齐册录钮传币员扫绝备择兑换网连无效确图显访权级统计',
    '划账钟标签类单复习练应闭继续结简检查创态础详细执线获词汇轮队阶乐爱',
  ]
    .join('')
    .split(''),
);

/** The simplified-only characters in `text`, in order (empty for a Japanese or English text). */
export const simplifiedOnlyCharacters = (text: string): string[] =>
  [...text].filter((character) => SIMPLIFIED_ONLY.has(character));

import type { CatalogueShape } from '../catalogue-shape.js';
import type { boundsJa } from '../ja/bounds.js';

export const boundsZh = {
  price: '价格必须是0到1,000,000日元之间的整数',
  trialQuestions: '试用题数必须是0到10,000之间的整数',
  validityPeriod: '有效期必须是1到3,650天之间的整数',
  redeemValidityDays: '有效期必须在1到3,650天之间',
  redeemQuantity: '生成数量必须在1-100之间',
  mockExamQuestions: '题目数量必须是1到100之间的整数',
  mockExamMinutes: '考试时间必须在1到300分钟之间',
  questionsPerCreate: '一次可添加1到10,000道题',
  optionsPerQuestion: '选项数量必须在2到26个之间',
  pageSize: '每页条数必须是1到500之间的整数',
  questionWindow: '一次最多读取1到200道题',
  statisticsPageSize: '每页条数必须是1到100之间的整数',
  pageNumber: '页码必须是1到1,000,000之间的整数',
  answersPerBatch: '一次可提交1到500条答案',
  answerAgeDays: '答题时间必须是30天以内的过去时间',
  imagePixels: '图片像素过多，请选择5000万像素（例如8,000×6,000）以下的图片',
  lengths: {
    setTitle: '标题不能超过100个字符',
    setDescription: '描述不能超过2,000个字符',
    category: '分类不能超过50个字符',
    questionText: '题目内容不能超过5,000个字符',
    optionText: '选项内容不能超过1,000个字符',
    explanationHtml: '解析不能超过20,000个字符',
    memo: '备注不能超过1000个字符',
    announcement: '公告不能超过5,000个字符',
    questionSearch: '搜索词不能超过200个字符',
    reportNote: '报告内容不能超过1,000个字符',
    resolutionNote: '处理备注不能超过1,000个字符',
  },
  redeemCode: {
    hint: '兑换码为{{length}}位字母和数字（无需输入连字符或空格）',
    required: '请输入兑换码',
    wrongLength: '请输入{{length}}位字母和数字的兑换码',
  },
} as const satisfies CatalogueShape<typeof boundsJa>;

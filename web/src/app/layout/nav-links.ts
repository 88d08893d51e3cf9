/** Header navigation, in the spec's order (§2 routes). */
export const NAV_LINKS = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/question-sets', labelKey: 'nav.questionSets' },
  { to: '/mock-exam', labelKey: 'nav.mockExam' },
  { to: '/learning-path', labelKey: 'nav.learningPath' },
  { to: '/blog', labelKey: 'nav.blog' },
  { to: '/about', labelKey: 'nav.about' },
] as const;

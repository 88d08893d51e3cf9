import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminGuard } from '../features/admin';
import { AuthCallbackPage, CALLBACK_PATH, PlaceholderPage, RequireSignIn } from '../features/auth';
import { HomePage } from '../pages/home';
import { lazyNamed } from '../shared/ui/lazy-named';
import { PageLoader } from '../shared/ui/PageLoader';
import { AppLayout } from './layout/AppLayout';

const toHome = <Navigate to="/" replace />;

/** Pages load when first visited (route-level code splitting: the home page's first load carries none of them). */
const page = lazyNamed;

const SearchPage = page(() => import('../pages/search/lazy'), 'SearchPage');
const QuizPage = page(() => import('../features/quiz/lazy'), 'QuizPage');
const ProfilePage = page(() => import('../pages/profile/lazy'), 'ProfilePage');
const ProfileHeader = page(() => import('../features/auth/lazy'), 'ProfileHeader');
const AdminShell = page(() => import('../features/admin/lazy'), 'AdminShell');
const LearningPathPage = page(() => import('../features/learning-path/lazy'), 'LearningPathPage');
const MockExamPage = page(() => import('../features/mock-exam/lazy'), 'MockExamPage');
const RedeemCodesPage = page(() => import('../features/admin/lazy'), 'RedeemCodesPage');

const lazily = (element: ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;

/**
 * The routes, declared as elements: the declarative router leaves the data router (loaders, actions, fetchers)
 * out of the first load, which the app does not use.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="question-sets" element={lazily(<SearchPage />)} />
        <Route path="quiz/:questionSetId" element={lazily(<QuizPage />)} />
        <Route path={CALLBACK_PATH.slice(1)} element={<AuthCallbackPage />} />
        <Route
          path="profile"
          element={
            <RequireSignIn>
              {lazily(
                <>
                  <ProfileHeader />
                  <ProfilePage />
                </>,
              )}
            </RequireSignIn>
          }
        />
        <Route path="admin" element={<AdminGuard>{lazily(<AdminShell />)}</AdminGuard>} />
        <Route path="admin/redeem-codes" element={<AdminGuard>{lazily(<RedeemCodesPage />)}</AdminGuard>} />
        <Route path="mock-exam" element={<RequireSignIn>{lazily(<MockExamPage />)}</RequireSignIn>} />
        <Route path="learning-path" element={<RequireSignIn>{lazily(<LearningPathPage />)}</RequireSignIn>} />
        <Route path="blog" element={<PlaceholderPage titleKey="placeholder.blog" />} />
        <Route path="about" element={<PlaceholderPage titleKey="placeholder.about" />} />
        {/* Spec §2: these routes redirect to the home page. */}
        {['signup', 'login', 'register', 'payment/:id', '*'].map((path) => (
          <Route key={path} path={path} element={toHome} />
        ))}
      </Route>
    </Routes>
  );
}

import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { AdminGuard } from '../features/admin/components/AdminGuard';
import { CALLBACK_PATH } from '../features/auth/callback-url';
import { AuthCallbackPage } from '../features/auth/components/AuthCallbackPage';
import { PlaceholderPage } from '../features/gate/components/PlaceholderPage';
import { RequireSignIn } from '../features/gate/components/RequireSignIn';
import { HomePage } from '../features/home/components/HomePage';
import { AppLayout } from '../features/layout/components/AppLayout';
import { PageLoader } from '../shared/PageLoader';

const toHome = <Navigate to="/" replace />;

/** A page loaded when first visited (route-level code splitting: the home page's first load carries none of them). */
const page = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const SearchPage = page(() => import('../features/search/components/SearchPage'), 'SearchPage');
const QuizPage = page(() => import('../features/quiz/components/QuizPage'), 'QuizPage');
const ProfilePage = page(() => import('../features/profile/components/ProfilePage'), 'ProfilePage');
const ProfileHeader = page(() => import('../features/auth/components/ProfileHeader'), 'ProfileHeader');
const AdminShell = page(() => import('../features/admin/components/AdminShell'), 'AdminShell');
const RedeemCodesPage = page(() => import('../features/admin/components/RedeemCodesPage'), 'RedeemCodesPage');

const lazily = (element: ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'question-sets', element: lazily(<SearchPage />) },
      { path: 'quiz/:questionSetId', element: lazily(<QuizPage />) },
      { path: CALLBACK_PATH.slice(1), element: <AuthCallbackPage /> },
      {
        path: 'profile',
        element: (
          <RequireSignIn>
            {lazily(
              <>
                <ProfileHeader />
                <ProfilePage />
              </>,
            )}
          </RequireSignIn>
        ),
      },
      {
        path: 'admin',
        element: <AdminGuard>{lazily(<AdminShell />)}</AdminGuard>,
      },
      {
        path: 'admin/redeem-codes',
        element: <AdminGuard>{lazily(<RedeemCodesPage />)}</AdminGuard>,
      },
      { path: 'mock-exam', element: <PlaceholderPage titleKey="placeholder.mockExam" /> },
      { path: 'learning-path', element: <PlaceholderPage titleKey="placeholder.learningPath" /> },
      { path: 'blog', element: <PlaceholderPage titleKey="placeholder.blog" /> },
      { path: 'about', element: <PlaceholderPage titleKey="placeholder.about" /> },
      // Spec §2: these routes redirect to the home page.
      { path: 'signup', element: toHome },
      { path: 'login', element: toHome },
      { path: 'register', element: toHome },
      { path: 'payment/:id', element: toHome },
      { path: '*', element: toHome },
    ],
  },
]);

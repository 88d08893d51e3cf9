import { createBrowserRouter, Navigate } from 'react-router';
import { AdminGuard } from '../features/admin/components/AdminGuard';
import { AdminShell } from '../features/admin/components/AdminShell';
import { RedeemCodesPage } from '../features/admin/components/RedeemCodesPage';
import { CALLBACK_PATH } from '../features/auth/callback-url';
import { AuthCallbackPage } from '../features/auth/components/AuthCallbackPage';
import { ProfileHeader } from '../features/auth/components/ProfileHeader';
import { PlaceholderPage } from '../features/gate/components/PlaceholderPage';
import { RequireSignIn } from '../features/gate/components/RequireSignIn';
import { HomePage } from '../features/home/components/HomePage';
import { AppLayout } from '../features/layout/components/AppLayout';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { QuizPage } from '../features/quiz/components/QuizPage';
import { SearchPage } from '../features/search/components/SearchPage';

const toHome = <Navigate to="/" replace />;

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'question-sets', element: <SearchPage /> },
      { path: 'quiz/:questionSetId', element: <QuizPage /> },
      { path: CALLBACK_PATH.slice(1), element: <AuthCallbackPage /> },
      {
        path: 'profile',
        element: (
          <RequireSignIn>
            <ProfileHeader />
            <ProfilePage />
          </RequireSignIn>
        ),
      },
      {
        path: 'admin',
        element: (
          <AdminGuard>
            <AdminShell />
          </AdminGuard>
        ),
      },
      {
        path: 'admin/redeem-codes',
        element: (
          <AdminGuard>
            <RedeemCodesPage />
          </AdminGuard>
        ),
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

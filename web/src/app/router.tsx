import { createBrowserRouter, Navigate } from 'react-router';
import { LoginRequiredGate } from '../features/gate/components/LoginRequiredGate';
import { PlaceholderPage } from '../features/gate/components/PlaceholderPage';
import { HomePage } from '../features/home/components/HomePage';
import { AppLayout } from '../features/layout/components/AppLayout';
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
      // Gated until the identity issue signs users in.
      { path: 'profile', element: <LoginRequiredGate /> },
      { path: 'admin', element: <LoginRequiredGate /> },
      { path: 'admin/redeem-codes', element: <LoginRequiredGate /> },
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

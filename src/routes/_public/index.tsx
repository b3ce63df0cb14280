import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from './-components/home/HomePage.tsx';

export const Route = createFileRoute('/_public/')({
  component: HomePage,
});

import type { NotFoundContent } from '../types/not-found';

const notFound: NotFoundContent = {
  meta: {
    title: 'Page not found',
    description:
      'This page does not exist or has moved. Everything we offer, from life and career coaching to business consultancy, is one step away on our home page.',
    keywords: ['page not found'],
  },
  title: 'Oops! Page not found',
  body: 'The page you were looking for has moved, or never existed. Everything we offer is one step away.',
  returnHome: 'Return to Home',
};

export default notFound;

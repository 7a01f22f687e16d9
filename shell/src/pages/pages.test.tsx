import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TestHost } from '@servenear/shared/test-host';
import { LandingPage } from './landing/LandingPage';
import { UnauthorizedPage } from './UnauthorizedPage';
import { NotFoundPage } from './NotFoundPage';
import { AppErrorScreen } from './AppErrorScreen';

const inRouter = (node: React.ReactNode) =>
  render(
    <TestHost>
      <MemoryRouter>{node}</MemoryRouter>
    </TestHost>,
  );

describe('shell pages', () => {
  it('landing: the two banner texts and both login buttons', () => {
    inRouter(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Get Services Whenever You Need Them' })).toBeInTheDocument();
    expect(screen.getByText('Find Local Service Professional Near You')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Partner Login' })).toHaveAttribute('href', '/employee-login');
  });

  it('unauthorized: the two texts of customer §2', () => {
    inRouter(<UnauthorizedPage />);
    expect(screen.getByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access this page.')).toBeInTheDocument();
  });

  it('not found: a title and a way home', () => {
    inRouter(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('unexpected error: the title and the message', () => {
    render(<AppErrorScreen error={new Error('Chunk 42 failed')} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Chunk 42 failed')).toBeInTheDocument();
  });
});

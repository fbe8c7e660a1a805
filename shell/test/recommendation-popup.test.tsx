import { act, fireEvent, render, screen } from '@testing-library/react';
import { RecommendationPopup } from '../src/chrome/recommendation/recommendation-popup';

const seconds = (n: number) => act(() => jest.advanceTimersByTime(n * 1000));
const minutes = (n: number) => seconds(n * 60);
const popup = () => screen.queryByRole('dialog');

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('when 30 seconds have passed since load, then the popup opens', () => {
  render(<RecommendationPopup />);

  seconds(29.9);
  expect(popup()).not.toBeInTheDocument();
  seconds(0.1);
  expect(popup()).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Get Recommendation' })).toBeInTheDocument();
});

it('when the popup is closed, then it re-opens 20 minutes later', () => {
  render(<RecommendationPopup />);
  seconds(30);

  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(popup()).not.toBeInTheDocument();

  minutes(19.9);
  expect(popup()).not.toBeInTheDocument();
  minutes(0.1);
  expect(popup()).toBeInTheDocument();
});

it('when Get Recommendation is pressed, then the chat opens prefilled and no popup ever comes back, even after a reload', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const firstLoad = render(<RecommendationPopup />);
  seconds(30);

  fireEvent.click(screen.getByRole('button', { name: 'Get Recommendation' }));

  expect(open).toHaveBeenCalledTimes(1);
  const [href, target] = open.mock.calls[0]!;
  const url = new URL(String(href));
  expect(url.origin).toBe('https://wa.me');
  expect(url.searchParams.get('text')).toMatch(/recommendation/);
  expect(target).toBe('_blank');
  expect(popup()).not.toBeInTheDocument();
  minutes(60);
  expect(popup()).not.toBeInTheDocument();

  firstLoad.unmount();
  render(<RecommendationPopup />);
  minutes(60);
  expect(popup()).not.toBeInTheDocument();
  expect(localStorage.getItem('recommendationDone')).toBe('true');
});

it('when the remembered value is corrupt, then it is ignored and the popup still opens', () => {
  localStorage.setItem('recommendationDone', '{oops');
  render(<RecommendationPopup />);

  seconds(30);

  expect(popup()).toBeInTheDocument();
});

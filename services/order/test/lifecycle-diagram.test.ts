import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fulfilmentMoves, paymentMoves, returnMoves } from '../src/domain/order-lifecycle';

/**
 * docs/architecture.md draws the order's lifecycle from the table in src/domain/order-lifecycle.ts.
 * This keeps the drawing true: it fails when they differ and prints the block to paste, or rewrites
 * it with UPDATE_LIFECYCLE_DIAGRAM=1.
 */
const doc = path.resolve(__dirname, '../../../docs/architecture.md');
const begin = '<!-- lifecycle diagram: made from services/order/src/domain/order-lifecycle.ts -->';
const end = '<!-- end of lifecycle diagram -->';

const id = (state: string) => state.replace(/[^A-Za-z]/g, '_');

function diagram(): string {
  const fulfilment = Object.entries(fulfilmentMoves).flatMap(([from, moves]) =>
    moves.map((to) => `  ${id(from)} --> ${id(to)}`),
  );
  const payment = Object.entries(paymentMoves).flatMap(([from, moves]) =>
    Object.entries(moves).map(([event, to]) => `  ${id(from)} --> ${id(to)}: ${event}`),
  );
  const returns = Object.entries(returnMoves).flatMap(([from, moves]) =>
    moves.map((to) => `  ${id(from)} --> ${id(to)}`),
  );
  const names = (states: string[]) => states.map((state) => `  state "${state}" as ${id(state)}`);
  return [
    begin,
    '',
    "Fulfilment (the spec's six statuses):",
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...names(Object.keys(fulfilmentMoves)),
    '  [*] --> Pending',
    ...fulfilment,
    '```',
    '',
    'Payment (each arrow named by the event that takes it):',
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...names(Object.keys(paymentMoves)),
    '  [*] --> pending',
    ...payment,
    '```',
    '',
    'A return (goods sent back after shipping):',
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...names(Object.keys(returnMoves)),
    '  [*] --> requested',
    ...returns,
    '```',
    '',
    end,
  ].join('\n');
}

it('when the lifecycle table changes, then docs/architecture.md draws it as it is', () => {
  const text = readFileSync(doc, 'utf8');
  const start = text.indexOf(begin);
  const stop = text.indexOf(end);
  expect(start).toBeGreaterThanOrEqual(0);
  const drawn = text.slice(start, stop + end.length);
  if (drawn !== diagram() && process.env.UPDATE_LIFECYCLE_DIAGRAM === '1') {
    writeFileSync(doc, text.replace(drawn, diagram()));
    return;
  }
  expect(drawn).toBe(diagram());
});

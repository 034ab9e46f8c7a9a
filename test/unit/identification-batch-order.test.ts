// Concurrent identify batches keep claim order at each gate (batchOrder.ts): a later batch's stage
// waits for every earlier batch to pass it, whatever order they finish in; a batch that ends
// (committed, empty or failed) passes every gate so nobody waits on it forever.
import { describe, expect, it } from 'vitest';
import { createBatchOrder } from '../../subgraphs/accounts/identification/pipeline/batchOrder.js';

const tick = () => new Promise((r) => setImmediate(r));

describe('batch order', () => {
  it('a later batch enters a stage only after every earlier one passed it', async () => {
    const order = createBatchOrder();
    const [a, b, c] = [order.turn(), order.turn(), order.turn()];
    const entered: string[] = [];
    const cIn = c.wait('accounts').then(() => entered.push('c'));
    const bIn = b.wait('accounts').then(() => entered.push('b'));
    await a.wait('accounts');
    entered.push('a');
    await tick();
    expect(entered).toEqual(['a']); // b and c wait for a
    a.release();
    await bIn;
    await tick();
    expect(entered).toEqual(['a', 'b']); // c still waits for b
    b.release();
    await cIn;
    expect(entered).toEqual(['a', 'b', 'c']);
  });

  it('a batch that ends before its turn (found nothing, failed) does not hold later ones', async () => {
    const order = createBatchOrder();
    const [a, b, c] = [order.turn(), order.turn(), order.turn()];
    b.release(); // b finishing early does not let c past a ...
    let cIn = false;
    const waiting = c.wait('accounts').then(() => (cIn = true));
    await tick();
    expect(cIn).toBe(false);
    a.release(); // ... but once a is done nothing is left before c
    await waiting;
  });

  it('gates are independent: passing the visitor stage lets the next batch lock visitors while the first holds the account stage', async () => {
    const order = createBatchOrder();
    const [a, b] = [order.turn(), order.turn()];
    let bVisitors = false;
    const waiting = b.wait('visitors').then(() => (bVisitors = true));
    a.pass('claim');
    await tick();
    expect(bVisitors).toBe(false);
    a.pass('visitors');
    await waiting;
    expect(bVisitors).toBe(true);
    let bAccounts = false;
    const accounts = b.wait('accounts').then(() => (bAccounts = true));
    await tick();
    expect(bAccounts).toBe(false); // a has not committed
    a.release();
    await accounts;
  });

  it('passing twice, or after release, changes nothing', async () => {
    const order = createBatchOrder();
    const [a, b, c] = [order.turn(), order.turn(), order.turn()];
    a.pass('claim');
    a.pass('claim');
    a.release();
    let cIn = false;
    const waiting = c.wait('claim').then(() => (cIn = true));
    await tick();
    expect(cIn).toBe(false); // b still holds it
    b.pass('claim');
    await waiting;
  });
});

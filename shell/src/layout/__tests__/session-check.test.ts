import { renderHook, waitFor } from '@testing-library/react';
import { SIGNED_OUT_NAME, useAuthStore } from '@ferrolink/shared';
import { fakeApi, ok, type SentRequest } from '@ferrolink/testing';
import { useSessionCheck } from '../use-session-check';
import { useRecordVisit, VISIT_FLAG } from '../../features/home/use-record-visit';

let sent: SentRequest[] = [];
let frames: FrameRequestCallback[] = [];
let requestFrame: jest.SpyInstance;

beforeEach(() => {
  sent = fakeApi((request) => (request.path === 'RegUser/Me' ? ok({ UserName: 'ada@example.com' }) : ok({ recorded: true })));
  sessionStorage.clear();
  useAuthStore.setState({ userName: SIGNED_OUT_NAME });
  frames = [];
  requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
});

afterEach(() => requestFrame.mockRestore());

/** Lets effects and timers run without a frame being drawn. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const drawFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

describe('reads that wait for the first frame', () => {
  it('asks the server who is signed in only once the first frame is drawn, then keeps its answer', async () => {
    renderHook(() => useSessionCheck());
    await settle();
    expect(sent.map((request) => request.path)).toEqual([]);
    drawFrame();
    await waitFor(() => expect(sent.map((request) => request.path)).toEqual(['RegUser/Me']));
    await waitFor(() => expect(useAuthStore.getState().userName).toBe('ada@example.com'));
  });

  it('records the home page visit only once the first frame is drawn', async () => {
    renderHook(() => useRecordVisit());
    await settle();
    expect(sent).toEqual([]);
    expect(sessionStorage.getItem(VISIT_FLAG)).toBeNull();
    drawFrame();
    await waitFor(() => expect(sent.map((request) => request.path)).toEqual(['data/insert']));
  });
});

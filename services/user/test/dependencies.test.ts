import { startResetService } from './support/reset-service';

describe('the user service dependencies', () => {
  it('when the service stops, then the mail worker stops and the rate limits close once, after the server closed', async () => {
    const running = await startResetService({});
    const { limits, mail } = running.service.deps;
    const closedWhileListening: boolean[] = [];
    const close = limits.close.bind(limits);
    jest.spyOn(limits, 'close').mockImplementation(async () => {
      closedWhileListening.push(running.service.server.listening);
      await close();
    });
    const stopMail = jest.spyOn(mail, 'stop');

    await running.stop();

    expect(closedWhileListening).toEqual([false]);
    expect(stopMail).toHaveBeenCalled();
  });
});

// An async boundary, so Module Federation can settle the shared React before anything imports it.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

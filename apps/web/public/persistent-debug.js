document.getElementById('log').textContent = JSON.stringify(JSON.parse(localStorage.getItem('debug-logs') || '[]'), null, 2);

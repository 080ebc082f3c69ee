<?xml version="1.0" encoding="UTF-8"?><rsd version="1.0"><service><engineName>WordPress</engineName></service></rsd>
